import { downloadFileName } from './download-file-name';

// The last file's object URL, freed when the next is saved: revoking it at once can cut the
// download short in some browsers, and a timer would outlive the page's need of it.
let lastUrl: string | undefined;

/** Saves a response as a file, named as its content-disposition says (else `fallbackName`). */
export async function saveResponseAsFile(
  response: Response,
  fallbackName: string,
): Promise<string> {
  const blob = await response.blob();
  const name = downloadFileName(response.headers.get('content-disposition')) ?? fallbackName;
  if (lastUrl !== undefined) URL.revokeObjectURL(lastUrl);
  lastUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = lastUrl;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  return name;
}
