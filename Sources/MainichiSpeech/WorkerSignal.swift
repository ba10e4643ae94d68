#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with one condition variable (pthreads), the lock the speech worker and its callers share.
final class WorkerSignal: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Unlocks, sleeps until signalled, and locks again (call with the lock held, in a loop).
    func wait() { pthread_cond_wait(condition, mutex) }
    /// Wakes one waiter.
    func signal() { pthread_cond_signal(condition) }
    /// Wakes every waiter.
    func broadcast() { pthread_cond_broadcast(condition) }

    /// Runs `body` on a new detached thread.
    static func detach(_ body: @escaping @Sendable () -> Void) {
        final class Box { let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body } }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t? = nil
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, nil, { raw in
            #if canImport(Darwin)
            let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            #else
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            #endif
            box.body()
            return nil
        }, context)
        if started == 0 {
            #if canImport(Darwin)
            if let thread { pthread_detach(thread) }
            #else
            pthread_detach(thread)
            #endif
        } else {
            Unmanaged<Box>.fromOpaque(context).release()
        }
    }
}
