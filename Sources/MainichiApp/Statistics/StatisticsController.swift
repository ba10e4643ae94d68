import MainichiCore
import TerminalUI

/// Placeholder until the real screen lands.
public final class StatisticsController: ScreenController {
    let context: AppContext

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Statistics")
    }

    public override func draw(in canvas: Canvas) {
        canvas.draw("Statistics: coming soon", at: Point(x: 2, y: 1), role: .dim)
    }
}
