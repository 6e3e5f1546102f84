import type { Messages } from '../../messages.ts';
import type it from '../it/adminForms.ts';

const adminForms: Messages<typeof it> = {};

export default adminForms;
