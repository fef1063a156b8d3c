export declare const chromiumPath: () => string;
export declare const isHeadlessShell: (path?: string) => boolean;
export declare const CHROMIUM_ARGS: string[];
export declare const desktopChromiumPath: () => string;
