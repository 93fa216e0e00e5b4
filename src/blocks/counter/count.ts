/**
 * Counting up (ST-1): a step every 10 ms, finished after 1000 ms. Each step reads the clock, so a
 * late timer (a busy or background tab) skips ahead instead of stretching the count.
 */
import { COUNTER_DURATION_MS, COUNTER_STEP_MS } from '../../shared/timing';

export interface CountOptions {
	from: number;
	to: number;
	onStep: ( value: number ) => void;
	onDone: () => void;
}

/**
 * The value after `elapsed` ms of counting from `from` to `to`.
 * @param from
 * @param to
 * @param elapsed
 */
export function countValue(
	from: number,
	to: number,
	elapsed: number
): number {
	const progress = Math.min(
		1,
		Math.max( 0, elapsed / COUNTER_DURATION_MS )
	);
	return from + ( to - from ) * progress;
}

/**
 * @param options        What to count and whom to tell.
 * @param options.from   Start value.
 * @param options.to     Final value.
 * @param options.onStep Called every step with the current value.
 * @param options.onDone Called once, when the count is over.
 * @return A function that stops the count.
 */
export function countUp( {
	from,
	to,
	onStep,
	onDone,
}: CountOptions ): () => void {
	const started = Date.now();
	const timer = setInterval( () => {
		const elapsed = Date.now() - started;
		if ( elapsed >= COUNTER_DURATION_MS ) {
			clearInterval( timer );
			onDone();
			return;
		}
		onStep( countValue( from, to, elapsed ) );
	}, COUNTER_STEP_MS );
	return () => clearInterval( timer );
}
