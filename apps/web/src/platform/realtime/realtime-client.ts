import { type CustomReportsEvent, type ExportReady, realtimeEvents, realtimePath } from '@procura/contract';
import { io } from 'socket.io-client';
import { currentSocket, disconnectRealtime, setCurrentSocket } from './current-socket.ts';

/**
 * The real-time hub (001 §7 Real-time events): socket.io on the app's own origin at the contract's
 * path, authenticated by the session cookie, so it carries no token of its own. The server scopes
 * what it sends to the session's agency and node.
 */

export type UserGroupUpdated = { groupId: number };
export type ContractSignatureUpdate = { contractId: number; envelopeId: number };
export type RealtimeHandlers = {
  onUserGroupUpdated: (event: UserGroupUpdated) => void;
  /** An export a user of the agency asked for is ready (the handler keeps the requester's own). */
  onExportReady?: (event: ExportReady) => void;
  /** An envelope of a contract changed (a signer signed, someone else edited it): read it again. */
  onContractSignatureUpdate?: (event: ContractSignatureUpdate) => void;
  /** A custom report of the agency started being written again (a refresh). */
  onCustomReportsUpdating?: (event: CustomReportsEvent) => void;
  /** A custom report's new file is written. */
  onCustomReportsUpdated?: (event: CustomReportsEvent) => void;
};

/**
 * Opens the connection (closing any earlier one) and answers how to close it. Connection errors
 * are only logged (001 §7); socket.io retries by itself after a dropped transport, and after a
 * disconnect by the server, which socket.io does not retry, the client connects again.
 */
export function connectRealtime(handlers: RealtimeHandlers): () => void {
  disconnectRealtime();
  const socket = io({ path: realtimePath, withCredentials: true });
  setCurrentSocket(socket);
  socket.on('connect_error', (error: Error) => {
    console.warn('Real-time connection failed:', error.message);
  });
  socket.on('disconnect', (reason: string) => {
    if (reason === 'io server disconnect' && currentSocket() === socket) socket.connect();
  });
  socket.on(realtimeEvents.userGroupUpdated, (event: UserGroupUpdated) => handlers.onUserGroupUpdated(event));
  socket.on(realtimeEvents.exportReady, (event: ExportReady) => handlers.onExportReady?.(event));
  socket.on(realtimeEvents.contractSignatureUpdate, (event: ContractSignatureUpdate) =>
    handlers.onContractSignatureUpdate?.(event),
  );
  socket.on(realtimeEvents.customReportsUpdating, (event: CustomReportsEvent) =>
    handlers.onCustomReportsUpdating?.(event),
  );
  socket.on(realtimeEvents.customReportsUpdated, (event: CustomReportsEvent) =>
    handlers.onCustomReportsUpdated?.(event),
  );
  return () => {
    if (currentSocket() === socket) setCurrentSocket(null);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
