#!/usr/bin/env node
// The package's `crypto-cli` bin: runs the prebuilt bundle (dist-cli/), building it first when
// it is missing or older than its sources, so a start costs plain Node, not a TypeScript compile.
import { pathToFileURL } from 'node:url';
import { buildCli, cliBundle, isStale } from './build-cli.mjs';

if (isStale()) await buildCli();
await import(pathToFileURL(cliBundle()).href);
