import type { Messages } from '../../messages.ts';
import type it from '../it/prosa.ts';

const prosa: Messages<typeof it> = {};

export default prosa;
