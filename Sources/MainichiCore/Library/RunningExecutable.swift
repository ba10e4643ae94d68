#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The path of the running executable, symlinks resolved (Bundle.main is not in FoundationEssentials).
public enum RunningExecutable {
    /// `/proc/self/exe` resolved on Linux, `_NSGetExecutablePath` on macOS; nil when unknown.
    public static var path: String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }
}
