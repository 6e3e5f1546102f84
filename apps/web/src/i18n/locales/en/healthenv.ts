import type { Messages } from '../../messages.ts';
import type it from '../it/healthenv.ts';

const healthenv: Messages<typeof it> = {};

export default healthenv;
