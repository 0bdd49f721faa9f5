import type { Linter } from 'eslint';

export declare const webLayers: string[][];
export declare function webWallZones(
  srcDir: string,
  relativeSrc?: string,
): Array<{ target: string; from: string[]; message: string }>;
export declare function webWalls(rootDir: string): Linter.Config;
