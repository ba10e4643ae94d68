import MainichiCore
import TerminalUI

extension AppContext {
    /// Queues the search index's preparation as `application`'s idle work, one
    /// `prepareSearchIndexStep()` (one deck) a job, each job queuing the next: the run loop handles
    /// a key that arrives first, so quitting right after the first launch waits for the deck being
    /// indexed at most, never for the whole build, and leaves the rest of it undone (nothing is
    /// written until the last step).
    public func prepareSearchIndexWhileIdle(in application: Application) {
        application.idleWork.append { [weak self, weak application] in
            guard let self, let application, !application.hasQuit else { return }
            if self.prepareSearchIndexStep() { self.prepareSearchIndexWhileIdle(in: application) }
        }
    }
}
