#pragma once

// Answers a modal dialog from a GUI test: the button under test calls exec(), which waits, so the answer
// runs from a timer once the dialog is the active modal widget. Shared by the combat page tests.
#include <QApplication>
#include <QTimer>

#include <functional>

namespace hk::test {

// Runs `answer` on the next modal dialog of type D once it is open (the button's exec() is waiting).
template <typename D>
void whenDialogOpens(std::function<void(D*)> answer, bool* answered)
{
    auto* timer = new QTimer;
    timer->setInterval(10);
    int* tries = new int(0);
    QObject::connect(timer, &QTimer::timeout, [timer, tries, answer, answered] {
        if (auto* d = qobject_cast<D*>(QApplication::activeModalWidget())) {
            answer(d);
            *answered = true;
            if (d->isVisible())
                d->reject(); // a failed check inside answer() must not leave the dialog waiting
        } else if (++*tries < 300) {
            return;
        }
        timer->stop();
        timer->deleteLater();
        delete tries;
    });
    timer->start();
}

} // namespace hk::test
