/**
 * Which BIR terminal this device is, per sales channel: kept in the browser (localStorage), since
 * a terminal is a machine, not a user. A sale at a channel with terminals names the chosen one.
 */
const keyOf = (channelId: number) => `oim.pos.terminal.${channelId}`;

export function chosenTerminal(channelId: number): number | null {
  try {
    const value = Number(localStorage.getItem(keyOf(channelId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function chooseTerminal(channelId: number, terminalId: number | null): void {
  try {
    if (terminalId === null) localStorage.removeItem(keyOf(channelId));
    else localStorage.setItem(keyOf(channelId), String(terminalId));
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}
