export const PLATFORM_NAME = 'Halo';
export const PLATFORM_TAGLINE = 'Piattaforma dei servizi sanitari regionali';
