import { saveFile } from './save-file';

/**
 * Print: a document's PDF opens in a tab of its own, where the browser's viewer prints or saves
 * it. The tab is opened at the click (a popup blocker allows only that) and given the PDF once it
 * has come; where no tab may open, the PDF is saved as `fileName` instead.
 */
export async function showPdfInTab(fetchPdf: () => Promise<Blob>, fileName: string, tab: Window | null): Promise<void> {
  try {
    const pdf = await fetchPdf();
    if (!tab || tab.closed) {
      saveFile(pdf, fileName);
      return;
    }
    const url = URL.createObjectURL(pdf);
    tab.location.href = url;
    // The tab has read it by then; the URL would otherwise live as long as this page.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
