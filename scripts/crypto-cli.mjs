#!/usr/bin/env node
// The package's `crypto-cli` bin: runs the CLI's TypeScript entry through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('../adapters/cli/main.ts');
