/** One colour per parameter (forest, ochre, blue, plum…), readable on white. */
export const SERIES_COLOURS = ['#2f6b3a', '#b8610a', '#1f5fa8', '#8a3b8f', '#a32929', '#3d7f7a', '#6b5b2f', '#4a4a4a'];
