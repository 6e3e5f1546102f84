import type { Messages } from '../../messages.ts';
import type it from '../it/stroke.ts';

const stroke: Messages<typeof it> = {};

export default stroke;
