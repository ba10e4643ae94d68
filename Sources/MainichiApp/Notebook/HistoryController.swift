import MainichiCore
import TerminalUI

/// Placeholder until the real screen lands.
public final class HistoryController: ScreenController {
    let context: AppContext

    public init(context: AppContext) {
        self.context = context
        super.init(title: "History")
    }

    public override func draw(in canvas: Canvas) {
        canvas.draw("History: coming soon", at: Point(x: 2, y: 1), role: .dim)
    }
}
