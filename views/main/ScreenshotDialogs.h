#pragma once

#include <QStringList>

#include <memory>

class QWidget;

namespace hk {

class MainWindow;
class PackageRegistry;

// The main dialogs by name, made for a picture (hexkeeper --screenshot FILE --dialog ID, and `make
// screenshots`): each is built over the window's open campaign exactly as its menu or button builds it,
// shown without waiting, so it can be rendered and thrown away.
namespace ScreenshotDialogs {

QStringList ids();
// Null with *error when there is no such dialog or it needs a campaign that is not open.
std::unique_ptr<QWidget> make(MainWindow& window, const PackageRegistry& registry, const QString& id, QString* error);

} // namespace ScreenshotDialogs
} // namespace hk
