export declare const freePort: () => Promise<number>;
export declare const lostPortRace: (output: string) => boolean;
