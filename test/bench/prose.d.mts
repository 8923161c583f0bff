/** `chars` characters of ordinary benchmark prose, a paragraph break after every fifth sentence. */
export function prose(chars: number): string;
