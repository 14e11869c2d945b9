/**
 * Saves a Blob under a file name (certificates, reports, material) through an object URL and a
 * temporary <a download>, revoked once the browser had time to start the download. A widget
 * passes its own element as `container`, so nothing is added to the host page's body.
 */
export function saveBlob(blob: Blob, filename: string, container: HTMLElement = document.body): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  container.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface PendingTab {
  show(blob: Blob): void;
  close(): void;
}

/**
 * Opens a tab right away (inside the click, so pop-up blockers allow it); `show` puts a Blob in it
 * once downloaded, `close` gives up. Null when the browser blocked the tab.
 */
export function openPendingTab(): PendingTab | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    show(blob) {
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close() {
      tab.close();
    },
  };
}
