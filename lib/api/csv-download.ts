import { CSV_FILE_NAME } from '@/lib/constants';

/** Saves text as a CSV file named `data.csv` through a temporary link. */
export function downloadCsv(text: string, fileName: string = CSV_FILE_NAME): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    URL.revokeObjectURL(url);
  }
}
