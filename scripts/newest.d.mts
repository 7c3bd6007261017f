/** The newest modification time of a file, or of any file under a folder (0 when it does not exist). */
export declare const newest: (path: string) => number;
