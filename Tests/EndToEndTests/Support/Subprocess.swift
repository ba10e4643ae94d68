import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process` is not used here: on Linux a child it starts inherits the signal mask
/// of the test's worker thread (almost every signal blocked), and a tmux server started that
/// way never sees SIGCHLD, so it can neither reap its shell nor honour `kill-server`. The child
/// here starts with an empty signal mask and default signal actions, like one a shell starts.
enum Subprocess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments` and `environment` (the whole environment), stdin
    /// from `input` (/dev/null when nil), stdout and stderr into files; returns the exit status
    /// (128 + signal when killed) and what it wrote.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    scratch: URL, input: URL? = nil) throws -> (status: Int32, output: String, error: String) {
        let outputURL = scratch.appendingPathComponent("spawn-\(UUID().uuidString).out")
        let errorURL = scratch.appendingPathComponent("spawn-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed for \(executable)") }
        }
        let exitStatus: Int32
        if status & 0x7F == 0 {
            exitStatus = (status >> 8) & 0xFF
        } else {
            exitStatus = 128 + (status & 0x7F)
        }
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        return (exitStatus, output, error)
    }
}
