import type { Messages } from '../../messages.ts';
import type it from '../it/regional.ts';

const regional: Messages<typeof it> = {};

export default regional;
