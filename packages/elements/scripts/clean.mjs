// Empties dist/ before a build: both tsup builds write into it and their chunk names are hashed.
import { rmSync } from "node:fs";

rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });
