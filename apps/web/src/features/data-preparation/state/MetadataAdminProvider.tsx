import { createContext, type Dispatch, type ReactNode, useContext, useReducer } from "react";
import {
  initialMetadataAdminState,
  type MetadataAdminAction,
  type MetadataAdminState,
  metadataAdminReducer,
} from "./metadata-admin-state.ts";

const StateContext = createContext<MetadataAdminState | null>(null);
const DispatchContext = createContext<Dispatch<MetadataAdminAction> | null>(null);

/**
 * The one store of the metadata administration area. It lives as long as the page: nothing is
 * persisted (section 3: the persistence whitelist is empty), so a reload starts afresh.
 */
export function MetadataAdminProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(metadataAdminReducer, undefined, () => initialMetadataAdminState());
  return (
    <StateContext value={state}>
      <DispatchContext value={dispatch}>{children}</DispatchContext>
    </StateContext>
  );
}

export function useMetadataAdmin(): MetadataAdminState {
  const state = useContext(StateContext);
  if (!state) throw new Error("useMetadataAdmin must be used inside <MetadataAdminProvider>.");
  return state;
}

export function useMetadataAdminDispatch(): Dispatch<MetadataAdminAction> {
  const dispatch = useContext(DispatchContext);
  if (!dispatch) throw new Error("useMetadataAdminDispatch must be used inside <MetadataAdminProvider>.");
  return dispatch;
}
