/**
 * 8-connected components of a class map, one pass with an explicit stack (no recursion, so a car-sized region on
 * a 512x512 map cannot overflow). Cells of class 0 are background and belong to no component.
 */
export type TComponent = {
  /** 1-based, the value written into `labels`. */
  id: number;
  classId: number;
  cells: number;
  /** Cells whose four neighbours are all in the component: zero for one- or two-cell-wide slivers. */
  interior: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  sumX: number;
  sumY: number;
  confidenceSum: number;
};

export type TComponents = { labels: Int32Array; components: TComponent[] };

export const findConnectedComponents = (
  grid: { width: number; height: number; classIds: ArrayLike<number>; confidence?: ArrayLike<number> },
): TComponents => {
  const { width, height, classIds } = grid;
  const labels = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const components: TComponent[] = [];
  for (let start = 0; start < labels.length; start += 1) {
    const classId = classIds[start]!;
    if (classId === 0 || labels[start] !== 0) continue;
    const component: TComponent = {
      id: components.length + 1,
      classId,
      cells: 0,
      interior: 0,
      minX: width,
      minY: height,
      maxX: -1,
      maxY: -1,
      sumX: 0,
      sumY: 0,
      confidenceSum: 0,
    };
    let top = 0;
    stack[top++] = start;
    labels[start] = component.id;
    while (top > 0) {
      const cell = stack[--top]!;
      const x = cell % width;
      const y = (cell - x) / width;
      component.cells += 1;
      component.sumX += x;
      component.sumY += y;
      component.confidenceSum += grid.confidence ? grid.confidence[cell]! : 1;
      if (
        x > 0 &&
        y > 0 &&
        x < width - 1 &&
        y < height - 1 &&
        classIds[cell - 1] === classId &&
        classIds[cell + 1] === classId &&
        classIds[cell - width] === classId &&
        classIds[cell + width] === classId
      ) {
        component.interior += 1;
      }
      if (x < component.minX) component.minX = x;
      if (x > component.maxX) component.maxX = x;
      if (y < component.minY) component.minY = y;
      if (y > component.maxY) component.maxY = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue;
          const next = ny * width + nx;
          if (labels[next] === 0 && classIds[next] === classId) {
            labels[next] = component.id;
            stack[top++] = next;
          }
        }
      }
    }
    components.push(component);
  }
  return { labels, components };
};
