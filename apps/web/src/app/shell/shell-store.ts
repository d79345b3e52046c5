import { create } from 'zustand';

type ShellState = {
  /** The sidenav in over mode (horizontal layout, or below the desktop width). */
  sidenavOpen: boolean;
  /** The side-mode sidenav shows icons only; hovering opens it for a while. */
  sidenavCollapsed: boolean;
  quickPanelOpen: boolean;
  configPanelOpen: boolean;
  searchOpen: boolean;
  profileDialogOpen: boolean;
  passwordDialogOpen: boolean;
  set: (patch: Partial<Omit<ShellState, 'set'>>) => void;
};

export const useShell = create<ShellState>((set) => ({
  sidenavOpen: false,
  sidenavCollapsed: false,
  quickPanelOpen: false,
  configPanelOpen: false,
  searchOpen: false,
  profileDialogOpen: false,
  passwordDialogOpen: false,
  set: (patch) => set(patch),
}));
