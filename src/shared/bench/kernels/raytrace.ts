import { Checksum } from '../checksum.js';

/**
 * Floating point: a ray tracer written here draws a fixed scene — five spheres over a checkered
 * floor, one light, hard shadows, mirror reflections three bounces deep — at 240 × 180 pixels.
 * Double-precision arithmetic, square roots and branches on every ray. Only +, −, ×, ÷ and
 * Math.sqrt are used: ECMAScript requires them correctly rounded, so every engine draws the same
 * bytes (Math.pow, sin or exp may differ in the last bit between engines). The checksum covers the
 * pixels, each channel as a byte.
 */
const WIDTH = 240;
const HEIGHT = 180;
const MAX_DEPTH = 3;

interface Sphere {
  x: number;
  y: number;
  z: number;
  radius: number;
  r: number;
  g: number;
  b: number;
  mirror: number;
  shine: number;
}

const SPHERES: readonly Sphere[] = [
  { x: 0, y: 1, z: 6, radius: 1, r: 0.9, g: 0.2, b: 0.2, mirror: 0.3, shine: 5 },
  { x: -2.2, y: 0.7, z: 7.5, radius: 0.7, r: 0.2, g: 0.8, b: 0.3, mirror: 0.1, shine: 3 },
  { x: 2.1, y: 0.8, z: 5.2, radius: 0.8, r: 0.25, g: 0.35, b: 0.95, mirror: 0.5, shine: 6 },
  { x: 0.9, y: 0.35, z: 3.9, radius: 0.35, r: 0.95, g: 0.85, b: 0.2, mirror: 0.05, shine: 2 },
  { x: -0.8, y: 2.6, z: 9, radius: 1.4, r: 0.9, g: 0.9, b: 0.9, mirror: 0.7, shine: 7 },
];
const LIGHT = { x: -4, y: 7, z: 1 };
const AMBIENT = 0.12;

/** What a ray hit: the distance along it, and the sphere (−1: the floor, −2: nothing). */
let hitDistance = 0;
let hitObject = -2;

export function prepareRaytrace(): () => string {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  return () => {
    render(pixels);
    return new Checksum().addBytes(pixels).hex();
  };
}

function render(pixels: Uint8Array): void {
  const colour = new Float64Array(3);
  let at = 0;
  for (let row = 0; row < HEIGHT; row++) {
    for (let column = 0; column < WIDTH; column++) {
      // A camera at (0, 1.2, 0) looking along +z, a 4:3 image plane one unit ahead.
      let dx = ((column + 0.5) / WIDTH - 0.5) * (4 / 3);
      let dy = 0.5 - (row + 0.5) / HEIGHT;
      let dz = 1;
      const length = Math.sqrt(dx * dx + dy * dy + dz * dz);
      dx /= length;
      dy /= length;
      dz /= length;
      trace(0, 1.2, 0, dx, dy, dz, 0, colour);
      for (let channel = 0; channel < 3; channel++) {
        const value = colour[channel]!;
        pixels[at++] = value >= 1 ? 255 : value <= 0 ? 0 : Math.floor(value * 255);
      }
    }
  }
}

function nearest(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): void {
  hitDistance = Infinity;
  hitObject = -2;
  for (let index = 0; index < SPHERES.length; index++) {
    const sphere = SPHERES[index]!;
    const lx = ox - sphere.x,
      ly = oy - sphere.y,
      lz = oz - sphere.z;
    const b = lx * dx + ly * dy + lz * dz;
    const c = lx * lx + ly * ly + lz * lz - sphere.radius * sphere.radius;
    const discriminant = b * b - c;
    if (discriminant < 0) continue;
    const root = Math.sqrt(discriminant);
    let distance = -b - root;
    if (distance < 1e-6) distance = -b + root;
    if (distance > 1e-6 && distance < hitDistance) {
      hitDistance = distance;
      hitObject = index;
    }
  }
  // The floor, the plane y = 0.
  if (dy < -1e-9) {
    const distance = -oy / dy;
    if (distance > 1e-6 && distance < hitDistance) {
      hitDistance = distance;
      hitObject = -1;
    }
  }
}

function trace(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, depth: number, colour: Float64Array): void {
  nearest(ox, oy, oz, dx, dy, dz);
  if (hitObject === -2) {
    // The sky: lighter toward the horizon.
    const t = dy > 0 ? dy : 0;
    colour[0] = 0.55 - 0.35 * t;
    colour[1] = 0.7 - 0.3 * t;
    colour[2] = 0.95 - 0.1 * t;
    return;
  }
  const object = hitObject;
  const px = ox + dx * hitDistance,
    py = oy + dy * hitDistance,
    pz = oz + dz * hitDistance;
  let nx: number, ny: number, nz: number, r: number, g: number, b: number, mirror: number, shine: number;
  if (object === -1) {
    nx = 0;
    ny = 1;
    nz = 0;
    const square = (Math.floor(px) + Math.floor(pz)) & 1;
    r = g = b = square ? 0.85 : 0.25;
    mirror = 0.2;
    shine = 1;
  } else {
    const sphere = SPHERES[object]!;
    nx = (px - sphere.x) / sphere.radius;
    ny = (py - sphere.y) / sphere.radius;
    nz = (pz - sphere.z) / sphere.radius;
    r = sphere.r;
    g = sphere.g;
    b = sphere.b;
    mirror = sphere.mirror;
    shine = sphere.shine;
  }
  let lx = LIGHT.x - px,
    ly = LIGHT.y - py,
    lz = LIGHT.z - pz;
  const lightDistance = Math.sqrt(lx * lx + ly * ly + lz * lz);
  lx /= lightDistance;
  ly /= lightDistance;
  lz /= lightDistance;
  let diffuse = nx * lx + ny * ly + nz * lz;
  let specular = 0;
  if (diffuse > 0) {
    nearest(px + nx * 1e-4, py + ny * 1e-4, pz + nz * 1e-4, lx, ly, lz);
    if (hitObject !== -2 && hitDistance < lightDistance) {
      diffuse = 0; // in shadow
    } else {
      // Phong's highlight, its power by repeated squaring: no Math.pow, the same in every engine.
      const reflected = 2 * diffuse;
      const rx = reflected * nx - lx,
        ry = reflected * ny - ly,
        rz = reflected * nz - lz;
      let highlight = -(rx * dx + ry * dy + rz * dz);
      if (highlight > 0) {
        for (let squaring = 0; squaring < shine; squaring++) highlight *= highlight;
        specular = highlight * 0.6;
      }
    }
  } else {
    diffuse = 0;
  }
  const light = AMBIENT + diffuse * (1 - AMBIENT);
  let cr = r * light + specular,
    cg = g * light + specular,
    cb = b * light + specular;
  if (depth < MAX_DEPTH && mirror > 0) {
    const along = 2 * (dx * nx + dy * ny + dz * nz);
    trace(px + nx * 1e-4, py + ny * 1e-4, pz + nz * 1e-4, dx - along * nx, dy - along * ny, dz - along * nz, depth + 1, colour);
    cr = cr * (1 - mirror) + colour[0]! * mirror;
    cg = cg * (1 - mirror) + colour[1]! * mirror;
    cb = cb * (1 - mirror) + colour[2]! * mirror;
  }
  colour[0] = cr;
  colour[1] = cg;
  colour[2] = cb;
}
