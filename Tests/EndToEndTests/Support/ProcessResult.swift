import Foundation

/// What a finished child process left behind.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `executable` with `arguments` to completion, stdin from /dev/null, both outputs
    /// captured. `environment` entries are added to (or, with nil values, removed from) this
    /// process's environment.
    static func run(_ executable: String, _ arguments: [String],
                    environment changes: [String: String?] = [:]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting so a full pipe cannot stall the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus,
                             standardOutput: String(decoding: outputData, as: UTF8.self),
                             standardError: String(decoding: errorData, as: UTF8.self))
    }
}
