import Foundation

/// A python3 process that computes the delta between two TracingInsights laps with pandas and
/// numpy each time it is asked (reading the files, as F1Kit's pass does), by the algorithm
/// F1Domain's `LapDelta` uses: each lap as time against the fraction of its own distance, sampled
/// every 5 m of the quicker lap. Its passes interleave with F1Kit's in the same run.
package final class PandasDeltaWorker {
    private let python: PythonWorker

    private static let script = """
        import json, math, sys, time
        import numpy as np, pandas as pd
        paths = sys.argv[1:3]

        def lap(path):
            with open(path) as f:
                tel = json.load(f)["tel"]
            frame = pd.DataFrame({key: tel[key] for key in ("time", "distance", "speed")})
            return frame.apply(pd.to_numeric, errors="coerce").dropna(subset=["time", "speed"])

        def times(frame, end, fractions):
            distance = np.maximum.accumulate(frame["distance"].fillna(0).to_numpy())
            share = distance / distance[-1]
            clock = frame["time"].to_numpy()
            keep = (clock > 0) & (clock < end)
            xs = np.concatenate(([0.0], share[keep], [1.0]))
            ys = np.concatenate(([0.0], np.maximum.accumulate(clock[keep]), [end]))
            return np.interp(fractions, xs, ys)

        def read():
            return sorted((lap(path) for path in paths), key=lambda frame: frame["time"].iloc[-1])

        def delta_of(laps):
            reference, compared = laps
            length = reference["distance"].max()
            steps = math.ceil(length / 5)
            fractions = np.minimum(1.0, np.arange(steps + 1) * 5 / length)
            ends = [frame["time"].iloc[-1] for frame in laps]
            return times(compared, ends[1], fractions) - times(reference, ends[0], fractions)

        def delta():
            return delta_of(read())

        loaded = read()

        def delta_of_loaded():
            return delta_of(loaded)

        print("ready %.6f" % delta()[-1], flush=True)
        for line in sys.stdin:
            work = delta_of_loaded if line.startswith("loaded") else delta
            wall, cpu = time.perf_counter(), time.thread_time()
            result = work()
            print(time.perf_counter() - wall, time.thread_time() - cpu, result[-1], flush=True)
        """

    /// The delta at the line of the first pass, as pandas computed it: a check that both sides agree.
    package private(set) var firstDeltaAtLine: Double = .nan

    /// Starts python3 with the two laps' `*_tel.json` files.
    package init(laps: [URL]) throws {
        python = try PythonWorker(script: Self.script, arguments: laps.map(\.path), unavailable: Self.unavailable)
        let ready = try python.readLine()
        guard ready.hasPrefix("ready "), let delta = Double(ready.dropFirst(6)) else { throw Self.unavailable }
        firstDeltaAtLine = delta
    }

    /// One delta, files read (or, `filesRead` false, from the frames read at the start); the wall
    /// and CPU seconds python measured around it, and the delta it gave at the line.
    package func pass(filesRead: Bool = true) throws -> (wall: Double, cpu: Double, atLine: Double) {
        try python.send(filesRead ? "go\n" : "loaded\n")
        let fields = try python.numbers(3)
        return (fields[0], fields[1], fields[2])  // trap-ok: numbers(3) holds three.
    }

    private static let unavailable = BenchmarkError("python3 with pandas and numpy did not run; pip install pandas numpy.")
}
