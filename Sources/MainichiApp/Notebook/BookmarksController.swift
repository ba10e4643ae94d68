import MainichiCore
import TerminalUI

/// Placeholder until the real screen lands.
public final class BookmarksController: ScreenController {
    let context: AppContext

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Bookmarks")
    }

    public override func draw(in canvas: Canvas) {
        canvas.draw("Bookmarks: coming soon", at: Point(x: 2, y: 1), role: .dim)
    }
}
