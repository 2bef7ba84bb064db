#pragma once
// Test fixture: a model-layer header that wrongly includes a widget. The layering check must reject it.
#include <QtWidgets/QWidget>
