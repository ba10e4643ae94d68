import Foundation

/// Times a piece of work over repeated runs and reports medians, never single samples:
/// the machine is shared and noisy.
struct Benchmark {
    /// The figures of one measured operation, in seconds.
    struct Result {
        var name: String
        var samples: [Double]
        /// The CPU time (user and system, the whole process) of each run, in the order of `samples`:
        /// on a shared machine wall time also counts the waits for a core, this does not.
        var cpuSamples: [Double] = []

        var median: Double { percentile(0.5) }
        /// The median CPU time of a run; nil when it was not measured.
        var cpuMedian: Double? {
            guard !cpuSamples.isEmpty else { return nil }
            return cpuSamples.sorted()[(cpuSamples.count - 1) / 2]
        }
        var p99: Double { percentile(0.99) }

        func percentile(_ p: Double) -> Double {
            let sorted = samples.sorted()
            guard !sorted.isEmpty else { return .nan }
            let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
            return sorted[index]
        }
    }

    /// Runs `body` `warmup` times unmeasured, then `iterations` times measured.
    static func measure(_ name: String, iterations: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> Result {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let cpuStart = processCPUSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            cpuSamples.append(processCPUSeconds() - cpuStart)
        }
        return Result(name: name, samples: samples, cpuSamples: cpuSamples)
    }

    /// The CPU time this process has used so far (user and system, every thread), in seconds.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds since `start`, for one-off timings.
    static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Formats seconds as a short human figure: "412 us", "3.2 ms", "1.04 s".
    static func format(_ seconds: Double) -> String {
        if seconds < 1e-3 { return String(format: "%.1f us", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.2f s", seconds)
    }

    /// Prints one line: name, median, p99, and a target when there is one.
    static func report(_ result: Result, target: Double? = nil) {
        var line = "\(result.name.padding(toLength: 52, withPad: " ", startingAt: 0)) median \(format(result.median))  p99 \(format(result.p99))"
        if let target {
            line += "  (target <= \(format(target)): \(result.median <= target ? "ok" : "OVER"))"
        }
        if let cpu = result.cpuMedian, result.median >= 0.1 { line += "  cpu \(format(cpu))" }
        print(line)
    }

    /// Runs this benchmark binary again with `flag` (a child mode that does one thing and prints its
    /// peak resident set size in kilobytes), then prints `label` with the figure in MB against
    /// `targetMB`. Memory is measured in a fresh process so earlier suites do not count.
    /// Lines the child prints after the figure (stages of the work) are printed indented.
    static func reportPeakMemory(childFlag flag: String, arguments: [String] = [], label: String, targetMB: Double) throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = [flag] + arguments
        let pipe = Pipe()
        child.standardOutput = pipe
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        guard let kilobytes = Double(lines.first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") else {
            print("\(label): no figure (the child printed '\(output)')")
            return
        }
        let megabytes = kilobytes / 1024
        print(String(format: "%@: %.1f MB (target <= %.0f MB: %@)", label, megabytes, targetMB,
                     megabytes <= targetMB ? "ok" : "OVER"))
        for line in lines.dropFirst() { print("    " + line) }
    }
}

/// The resident set of this process now and at its peak, from /proc/self/status (Linux).
enum MemoryStatus {
    /// (VmRSS, VmHWM, RssFile: the part of VmRSS that is mapped files) in kilobytes; zeros where
    /// /proc is not available.
    static func current() -> (resident: Int, peak: Int, files: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0, 0) }
        func value(_ name: String) -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return (value("VmRSS"), value("VmHWM"), value("RssFile"))
    }

    /// This process's peak resident set in kilobytes: VmHWM on Linux, which starts afresh at exec
    /// (getrusage's ru_maxrss keeps the peak of the process image before exec, that is of the
    /// parent that spawned it); ru_maxrss elsewhere.
    static func peakKilobytes() -> Int {
        let peak = current().peak
        if peak > 0 { return peak }
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / 1024
        #endif
    }
}
