// the map's colours have one home with the server's image of the map (ADR 0132)
export {
  type ColorMode,
  type Coloring,
  classificationLabel,
  classificationsOf,
  colouring,
  type LegendEntry,
  NONE_COLOR,
  OTHER_COLOR,
  PALETTE,
} from '@canopy/contracts/analytics/mapLook';
