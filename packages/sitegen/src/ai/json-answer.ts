/**
 * The JSON object in a model's answer: tolerates code fences, text around the object and trailing commas.
 * Throws a short reason when there is no valid JSON object.
 */
export function parseJsonAnswer(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the answer holds no JSON object');
  const json = unfenced.slice(start, end + 1);
  try {
    return JSON.parse(json);
  } catch (error) {
    // Models often leave a comma before a closing bracket; that alone is no reason to ask again.
    const tidied = json.replace(/,(\s*[}\]])/gu, '$1');
    if (tidied !== json) {
      try {
        return JSON.parse(tidied);
      } catch {
        // Reported below with the first error.
      }
    }
    throw new Error(`the JSON does not parse (${error instanceof Error ? error.message : 'syntax error'})`);
  }
}
