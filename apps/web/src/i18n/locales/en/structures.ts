import type { Messages } from '../../messages.ts';
import type it from '../it/structures.ts';

const structures: Messages<typeof it> = {};

export default structures;
