import type { Messages } from '../../messages.ts';
import type it from '../it/admin.ts';

const admin: Messages<typeof it> = {};

export default admin;
