/**
 * The families of hero art: the same objects of the trade and its offers, composed and drawn in one of these manners
 * (see `assets/art/`). A template's recipe names its family; a described style chooses one by its words.
 */
export const artFamilies = ['flat', 'line', 'isometric', 'badge', 'pattern', 'frame'] as const;

export type ArtFamily = (typeof artFamilies)[number];
