export const PLATFORM_NAME = 'Halo';
