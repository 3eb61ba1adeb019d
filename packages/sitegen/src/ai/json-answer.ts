/**
 * The JSON object in a model's answer: tolerates code fences and text around the object.
 * Throws a short reason when there is no valid JSON object.
 */
export function parseJsonAnswer(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the answer holds no JSON object');
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch (error) {
    throw new Error(`the JSON does not parse (${error instanceof Error ? error.message : 'syntax error'})`);
  }
}
