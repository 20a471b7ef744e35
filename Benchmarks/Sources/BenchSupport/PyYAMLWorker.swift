import Foundation

/// A python3 process that holds the same files in memory and loads them all with PyYAML's C
/// loader each time it is asked, so its passes interleave with F1Kit's in the same run.
package final class PyYAMLWorker {
    private let python: PythonWorker

    private static let script = """
        import sys, time, yaml
        root, count = sys.argv[1], int(sys.stdin.readline())
        texts = [open(root + "/" + sys.stdin.readline().rstrip("\\n"), "rb").read() for _ in range(count)]
        print("ready", flush=True)
        for _ in sys.stdin:
            wall, cpu = time.perf_counter(), time.thread_time()
            for text in texts:
                yaml.load(text, Loader=yaml.CSafeLoader)
            print(time.perf_counter() - wall, time.thread_time() - cpu, flush=True)
        """

    /// Starts python3 and has it read `paths` (relative to `dataPath`) into memory.
    package init(dataPath: String, paths: [String]) throws {
        python = try PythonWorker(script: Self.script, arguments: [dataPath], unavailable: Self.unavailable)
        try python.send("\(paths.count)\n" + paths.map { $0 + "\n" }.joined())
        guard try python.readLine() == "ready" else { throw Self.unavailable }
    }

    /// Loads every file once; the wall and CPU seconds python measured around it.
    package func pass() throws -> (wall: Double, cpu: Double) {
        try python.send("go\n")
        let fields = try python.numbers(2)
        return (fields[0], fields[1])  // trap-ok: numbers(2) holds two.
    }

    private static let unavailable = BenchmarkError(
        "python3 with PyYAML's CSafeLoader did not run; install PyYAML with libyaml.")
}
