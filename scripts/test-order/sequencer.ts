import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each test file took in a whole run (see durations.ts): the files of this project's suite. */
const durationsFile = new URL('./durations.json', import.meta.url);
const durations: Readonly<Record<string, number>> = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
/** A file the list does not know yet (new since it was written): taken for a middling one. */
const UNKNOWN_SECONDS = 10;

/**
 * Runs each group's longest files first (longest processing time first), from the seconds a whole run measured, while
 * keeping each project's files together: a worker serves one project, and switching projects starts a new one that
 * loads its modules again (interleaving every file by length took the suite from 820 s to 970 s, 650 s of it imports).
 * So the projects go heaviest first, and inside each the longest files first; the short files fill the end. Vitest's
 * own order (projects by name, larger files first) started the engine's long files late and the two route walks last.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => durations[relative(root, spec.moduleId)] ?? UNKNOWN_SECONDS;
    const projectSeconds = new Map<string, number>();
    for (const spec of files) projectSeconds.set(spec.project.name, (projectSeconds.get(spec.project.name) ?? 0) + seconds(spec));
    const weight = (spec: TestSpecification) => projectSeconds.get(spec.project.name) ?? 0;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        weight(b) - weight(a) ||
        a.project.name.localeCompare(b.project.name) ||
        seconds(b) - seconds(a),
    );
  }
}
