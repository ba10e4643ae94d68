#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with `posix_spawn`, never through a shell, with stdin on /dev/null and its
/// output on /dev/null or in a file.
///
/// The child starts with every signal at its default action and none blocked, and (glibc 2.34 and
/// later) with no descriptor but its standard streams, so an ignored SIGPIPE does not reach an
/// audio player, and a file another thread has open for writing (a script being written, which
/// could not be run while a child held it: ETXTBSY) does not stay open in a long-lived child.
struct ChildProcess: Sendable {
    /// The child's process id.
    let pid: pid_t

    /// Starts `executable` with `arguments`; both output streams go to `outputPath` (created or
    /// truncated) or, when it is nil, to /dev/null. Nil when the program could not be started.
    static func spawn(_ executable: String, _ arguments: [String], outputPath: String? = nil) -> ChildProcess? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        #if os(Linux)
        if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }
        #endif
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = argv.withUnsafeBufferPointer { buffer in
            posix_spawn(&pid, executable, &actions, &attributes, buffer.baseAddress!, environ)
        }
        return status == 0 ? ChildProcess(pid: pid) : nil
    }

    #if os(Linux)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not
    /// declare, looked up at run time (nil before glibc 2.34).
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()
    #endif

    /// Waits for the child to end: its exit status, or 128 plus the signal that ended it.
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return -1 }
        }
        return Self.exitCode(status)
    }

    /// The exit status when the child has ended (it is then reaped), nil while it runs.
    func poll() -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return Self.exitCode(status) }
        return result == -1 && errno != EINTR ? -1 : nil
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// The exit code in a `waitpid` status (WEXITSTATUS), or 128 plus the signal (WTERMSIG).
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
