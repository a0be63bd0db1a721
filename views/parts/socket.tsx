import type { SocketParts } from '../../src/shared/page-data/socket.js';
import type { PartComponents } from '../view-module.js';
import { SocketBodyView } from './socket/socket-body.js';

/** A socket's one part: everything below its heading. */
const parts: PartComponents<SocketParts> = { body: SocketBodyView };
export default parts;
