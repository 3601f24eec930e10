import { config } from './config.js';

// A taller stage gets fewer device pixels per CSS pixel, so a frame costs what the phone bench measured.
const MAX_CANVAS_PIXELS = 260000;
const PAD = 14;
const STEPS = 48;

interface Stage {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  width: number;
  height: number;
  drawn: number;
}

function resize(stage: Stage): void {
  const box = stage.canvas.getBoundingClientRect();
  stage.width = box.width;
  stage.height = box.height;
  const ratio = Math.min(
    2,
    window.devicePixelRatio || 1,
    Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, stage.width * stage.height)),
  );
  stage.canvas.width = Math.round(stage.width * ratio);
  stage.canvas.height = Math.round(stage.height * ratio);
  stage.context.setTransform(ratio, 0, 0, ratio, 0, 0);
  // A resized canvas is blank: draw again on the next frame.
  stage.drawn = -1;
}

function axes(stage: Stage, elapsed: number) {
  const spanMs = Math.max(8000, elapsed * 1.15);
  const top = Math.max(2, 1 + (Math.exp(config.growth * elapsed) - 1) * 1.25);
  return {
    x: (ms: number) => PAD + (ms / spanMs) * (stage.width - 2 * PAD),
    y: (m: number) => stage.height - PAD - ((m - 1) / (top - 1)) * (stage.height - 2 * PAD),
  };
}

function paintCurve(stage: Stage, elapsed: number, colour: string): void {
  const { context } = stage;
  const { x, y } = axes(stage, elapsed);
  context.beginPath();
  context.moveTo(x(0), y(1));
  for (let step = 1; step <= STEPS; step++) {
    const ms = (elapsed * step) / STEPS;
    context.lineTo(x(ms), y(Math.exp(config.growth * ms)));
  }
  const tipX = x(elapsed),
    tipY = y(Math.exp(config.growth * elapsed));
  context.lineWidth = 4;
  context.lineJoin = 'round';
  context.strokeStyle = colour;
  context.stroke();
  context.lineTo(tipX, y(1));
  context.lineTo(x(0), y(1));
  context.closePath();
  context.globalAlpha = 0.18;
  context.fillStyle = colour;
  context.fill();
  context.globalAlpha = 1;
  context.beginPath();
  context.arc(tipX, tipY, 7, 0, 2 * Math.PI);
  context.fillStyle = colour;
  context.fill();
}

export function curveOn(canvas: HTMLCanvasElement): (elapsed: number, colour: string) => void {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const stage: Stage = { canvas, context, width: 0, height: 0, drawn: -1 };
  new ResizeObserver(() => {
    resize(stage);
  }).observe(canvas);
  resize(stage);
  return (elapsed, colour) => {
    if (elapsed === stage.drawn) return;
    stage.drawn = elapsed;
    context.clearRect(0, 0, stage.width, stage.height);
    if (elapsed <= 0 || stage.width === 0) return;
    paintCurve(stage, elapsed, colour);
  };
}
