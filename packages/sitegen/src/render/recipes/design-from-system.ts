import type { DesignSystem } from '../../design/types.ts';
import type { Design } from '../../model/site-model.ts';

/** The model's design tokens for one of the engine's design systems (system font stacks). */
export function designFromSystem(system: DesignSystem): Design {
  return {
    label: system.label,
    tone: system.tone,
    scheme: system.scheme,
    palette: { ...system.palette },
    fonts: {
      heading: { stack: system.fonts.heading, weights: [] },
      body: { stack: system.fonts.body, weights: [] },
      headingWeight: system.fonts.headingWeight,
      uppercase: system.fonts.uppercase,
      tracking: system.fonts.tracking,
    },
    scale: system.scale,
    radius: system.radius,
    buttonRadius: system.buttonRadius,
    space: system.space,
    shape: system.shape,
    effects: { ...system.effects },
  };
}
